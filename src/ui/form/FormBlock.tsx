import type { ReactNode } from "react";
import { Button } from "../button";
import { VisuallyHidden } from "../visually-hidden";
import styles from "./FormBlock.module.css";
import { FormBlockContext } from "./formContext";
import { FORM_TEXTS } from "./texts";
import { useFormBlock, type FormBlockOptions } from "./useFormBlock";

export interface FormBlockProps extends FormBlockOptions {
  title: string;
  headingLevel?: 2 | 3 | 4 | 5;
  children: ReactNode;
}

/**
 * A titled group of fields inside a Form, shown read-only until "Bearbeiten". The buttons carry the
 * title for screen readers: a page has several blocks, and so several "Bearbeiten".
 */
export function FormBlock({
  title,
  headingLevel = 3,
  children,
  ...options
}: FormBlockProps) {
  const {
    editing,
    block,
    sectionProps,
    titleProps,
    bodyProps,
    editButtonProps,
    saveButtonProps,
    cancelButtonProps,
  } = useFormBlock(options);
  const Heading = `h${headingLevel}` as const;
  const forTitle = <VisuallyHidden> {title}</VisuallyHidden>;
  return (
    <section className={styles.block} {...sectionProps}>
      <div className={styles.header}>
        <Heading className={styles.title} {...titleProps}>
          {title}
        </Heading>
        {!editing && (
          <Button {...editButtonProps}>
            {FORM_TEXTS.edit}
            {forTitle}
          </Button>
        )}
      </div>
      <FormBlockContext.Provider value={block}>
        <div {...bodyProps}>{children}</div>
      </FormBlockContext.Provider>
      {editing && (
        <div className={styles.actions}>
          <Button variant="primary" {...saveButtonProps}>
            {FORM_TEXTS.save}
            {forTitle}
          </Button>
          <Button {...cancelButtonProps}>
            {FORM_TEXTS.cancel}
            {forTitle}
          </Button>
        </div>
      )}
    </section>
  );
}
