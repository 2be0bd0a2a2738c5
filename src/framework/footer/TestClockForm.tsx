/** The test-settings form: shows the server time and sets the test clock (SPEC §2, outside production). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  setServerTime,
  timeKeys,
  useServerTime,
} from "../../api/endpoints/time";
import { useHttp } from "../../api/HttpContext";
import { formatDateTime } from "../../i18n/format";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import {
  Field,
  Form,
  rules,
  useFormField,
  type FormFieldProps,
} from "../../ui/form";
import { Spinner } from "../../ui/spinner";
import { useSession } from "../session";
import { useAddToast } from "../toasts";
import styles from "./Footer.module.css";

const TEXTS = FRAME_TEXTS.testSettings;

/**
 * The value of a datetime-local input in Vienna time (SPEC §1), to the second: read from the
 * app's Vienna formatter ("dd.MM.yyyy HH:mm"), so the dialog shows the time the message centre
 * and the task list show, whatever the browser's time zone. Seconds are the same everywhere.
 */
function toInputValue(date: Date): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(
    formatDateTime(date),
  );
  if (!match) return "";
  const [, day, month, year, hour, minute] = match;
  const second = String(date.getUTCSeconds()).padStart(2, "0");
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/** The instant a datetime-local value means in Vienna; null for an incomplete value. */
function fromInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
    value,
  );
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Vienna is one or two hours ahead of UTC; the offset at the guess, then at the result,
  // settles it (also across the change of summer time).
  let instant = wall;
  for (let step = 0; step < 2; step++) {
    const shown = Date.parse(`${toInputValue(new Date(instant))}Z`);
    instant += wall - shown;
  }
  return Number.isNaN(instant) ? null : new Date(instant);
}

function DateTimeField(props: FormFieldProps<string>) {
  const { field, fieldProps, inputProps } = useFormField(
    props,
    rules(props.rules),
  );
  return (
    <Field {...fieldProps}>
      <input
        {...inputProps}
        type="datetime-local"
        step={1}
        className={inputClass("lg", Boolean(fieldProps.error))}
        value={(field.value as string | undefined) ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </Field>
  );
}

/** POST /api/time; a failure is the dialog's to show, not the frame's error modal. */
function useSetTestClock() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datetime: string) => setServerTime(http, datetime),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
    onError: () => {},
  });
}

/** Shows the server time and sets the server's test clock (not in production). */
export function TestClockForm({ onDone }: { onDone: () => void }) {
  const serverTime = useServerTime();
  const setTestClock = useSetTestClock();
  const addToast = useAddToast();
  const { isLoggedIn } = useSession();
  if (serverTime.isPending) return <Spinner />;
  const now = serverTime.data && new Date(serverTime.data.datetime);
  const shownTime = now ? (
    <p>
      {TEXTS.serverTime}: <strong>{formatDateTime(now)}</strong>
    </p>
  ) : (
    <Alert type="warning">{TEXTS.serverTimeUnavailable}</Alert>
  );
  // The server's clock is everyone's: only a signed-in tester may move it.
  if (!isLoggedIn)
    return (
      <>
        {shownTime}
        <Alert type="info">{TEXTS.signInFirst}</Alert>
      </>
    );

  async function apply(datetime: string, done: string) {
    try {
      await setTestClock.mutateAsync(datetime);
    } catch {
      return; // shown from the mutation's state
    }
    addToast({ type: "success", message: done });
    onDone();
  }

  return (
    <>
      {shownTime}
      {setTestClock.isError && (
        <Alert type="danger" live>
          {TEXTS.failed}
        </Alert>
      )}
      <Form
        aria-label={TEXTS.title}
        defaultValues={{ testClock: now ? toInputValue(now) : "" }}
        onSubmit={({ testClock }: { testClock: string }) => {
          const date = fromInputValue(testClock);
          if (!date) return;
          return apply(date.toISOString(), TEXTS.setDone(formatDateTime(date)));
        }}
      >
        <DateTimeField
          name="testClock"
          label={TEXTS.testClock}
          hint={TEXTS.testClockHint}
          rules={{
            required: true,
            validate: (value) =>
              fromInputValue(value) !== null || TEXTS.invalid,
          }}
        />
        <div className={styles.formActions}>
          <Button
            type="submit"
            variant="primary"
            disabled={setTestClock.isPending}
          >
            {TEXTS.set}
          </Button>
          <Button
            type="button"

            disabled={setTestClock.isPending}
            onClick={() => void apply("", TEXTS.resetDone)}
          >
            {TEXTS.reset}
          </Button>
        </div>
      </Form>
    </>
  );
}
