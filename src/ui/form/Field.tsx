import type { ReactNode } from "react";
import { T } from "../../i18n/de";
import { VisuallyHidden } from "../visually-hidden";
import { fieldStyles as styles, RequiredMark } from "../field";
import { FORM_TEXTS } from "./texts";

export interface FieldLayoutProps {
  /** The input's id; the label is `${id}-label`. */
  id: string;
  label: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  required?: boolean;
}

/** "Fehler:" is read before the message but not shown, the red text says it (GOV.UK). */
export function FieldError({
  id,
  children,
}: {
  id?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={styles.error}>
      <VisuallyHidden>{FORM_TEXTS.errorPrefix} </VisuallyHidden>
      {children}
    </p>
  );
}

type MessagesProps = Pick<
  FieldLayoutProps,
  "hint" | "hintId" | "error" | "errorId"
>;

/**
 * Hint and error message. `below` is for controls that draw their own label (select,
 * autocomplete): the messages follow the control there.
 */
function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  below = false,
}: MessagesProps & { below?: boolean }) {
  if (!hint && !error) return null;
  const messages = (
    <>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
  return below ? (
    <div className={styles.afterControl}>{messages}</div>
  ) : (
    messages
  );
}

/** A control that draws its own label (select, autocomplete), with hint and error after it. */
export function LabelledControlField({
  children,
  ...messages
}: MessagesProps & { children: ReactNode }) {
  return (
    <div className={fieldClass(messages.error)}>
      {children}
      <FieldMessages {...messages} below />
    </div>
  );
}

/** The field's wrapper class; an error marks the whole field. */
export function fieldClass(
  error: string | undefined,
  ...more: (string | undefined)[]
) {
  return [styles.field, ...more, error && styles.fieldError]
    .filter(Boolean)
    .join(" ");
}

/**
 * GOV.UK order: label, hint, error message, input. `group` makes it a fieldset whose legend names
 * several inputs (a date range).
 */
export function Field({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  required = false,
  group = false,
  children,
}: FieldLayoutProps & { group?: boolean; children: ReactNode }) {
  const caption = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const body = (
    <>
      <FieldMessages
        hint={hint}
        hintId={hintId}
        error={error}
        errorId={errorId}
      />
      {children}
    </>
  );
  const className = fieldClass(error);
  return group ? (
    <fieldset className={className}>
      <legend id={`${id}-label`} className={styles.label}>
        {caption}
      </legend>
      {body}
    </fieldset>
  ) : (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {caption}
      </label>
      {body}
    </div>
  );
}

/** A value shown as text (read-only field, or a block in view mode); empty reads 'keine Eingabe'. */
export function ReadOnlyField({
  id,
  label,
  error,
  errorId,
  text,
}: FieldLayoutProps & { text: string }) {
  return (
    <dl className={fieldClass(error, styles.readOnly)}>
      <dt id={`${id}-label`} className={styles.label}>
        {label}
      </dt>
      {/* Focusable by script only: the error summary may point here. */}
      <dd id={id} tabIndex={-1} className={styles.value}>
        {error && <FieldError id={errorId}>{error}</FieldError>}
        {text || <span className={styles.empty}>{T.validation.noInput}</span>}
      </dd>
    </dl>
  );
}
