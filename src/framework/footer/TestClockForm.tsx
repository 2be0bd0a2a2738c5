/** The test-settings form: shows the server time and sets the test clock (SPEC §2, outside production). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setServerTime, timeKeys } from "../../api/endpoints/time";
import type { ServerTime } from "../../api/types";
import { useHttp } from "../../api/HttpContext";
import { formatDateTime } from "../../i18n/format";
import { FRAME_TEXTS } from "../../i18n/frame";
import { TEST_CLOCK_TEXTS } from "../../i18n/testClock";
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
import { useSession } from "../session";
import { useAddToast } from "../toasts";
import styles from "./Footer.module.css";

const TEXTS = TEST_CLOCK_TEXTS;

/**
 * The field's text: the instant in Vienna time (SPEC §1) as the app writes dates and times, to the
 * second ("29.11.2026 13:07:59"), from the app's Vienna formatter, so the dialog shows the time the
 * message centre and the task list show, whatever the browser's time zone or language. A native
 * datetime-local input would show the browser's own format ("11/29/2026, 01:07:59 PM").
 */
function toInputValue(date: Date): string {
  const second = String(date.getUTCSeconds()).padStart(2, "0");
  return `${formatDateTime(date)}:${second}`;
}

/** Day, month, year, hour, minute and optional seconds, as typed in the de-AT order. */
const TYPED =
  /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/;

/** The typed wall-clock time as if it were UTC (ms); null for a text that is no date and time. */
function wallClock(value: string): number | null {
  const match = TYPED.exec(value);
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || year > 2200 || hour > 23 || minute > 59 || second > 59)
    return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // 31.02. would roll over into March.
  const back = new Date(wall);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return wall;
}

/** The instant the typed Vienna time means; null for a text that is no date and time. */
function fromInputValue(value: string): Date | null {
  const wall = wallClock(value);
  if (wall === null) return null;
  // Vienna is one or two hours ahead of UTC; the offset at the guess, then at the result,
  // settles it (also across the change of summer time).
  let instant = wall;
  for (let step = 0; step < 2; step++)
    instant += wall - (wallClock(toInputValue(new Date(instant))) ?? wall);
  return new Date(instant);
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
        type="text"
        autoComplete="off"
        spellCheck={false}
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
export function TestClockForm({
  serverTime,
  onDone,
}: {
  /** The server's answer; none: it could not be read. */
  serverTime: ServerTime | undefined;
  onDone: () => void;
}) {
  const setTestClock = useSetTestClock();
  const addToast = useAddToast();
  const { isLoggedIn } = useSession();
  const now = serverTime && new Date(serverTime.datetime);
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
        aria-label={FRAME_TEXTS.testSettings.title}
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
