/** The test-settings form: shows the server time and sets the test clock (SPEC §2, outside production). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  setServerTime,
  timeKeys,
  useServerTime,
} from "../../api/endpoints/time";
import { useHttp } from "../../api/HttpContext";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Alert } from "../../ui/alert/Alert";
import { buttonClassName } from "../../ui/button/buttonClassName";
import {
  Field,
  Form,
  rules,
  useFormField,
  type FormFieldProps,
} from "../../ui/form";
import { inputClass } from "../../ui/form/Field";
import { Spinner } from "../../ui/spinner/Spinner";
import { useAddToast } from "../toasts/toasts";
import styles from "./Footer.module.css";

const TEXTS = FRAME_TEXTS.testSettings;

const dateTimeFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** The value of a datetime-local input: local time, to the second. */
function toInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
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
  if (serverTime.isPending) return <Spinner />;
  const now = serverTime.data && new Date(serverTime.data.datetime);

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
      {now ? (
        <p>
          {TEXTS.serverTime}: <strong>{formatDateTime(now)}</strong>
        </p>
      ) : (
        <Alert type="warning">{TEXTS.serverTimeUnavailable}</Alert>
      )}
      {setTestClock.isError && (
        <Alert type="danger" live>
          {TEXTS.failed}
        </Alert>
      )}
      <Form
        aria-label={TEXTS.title}
        defaultValues={{ testClock: now ? toInputValue(now) : "" }}
        onSubmit={({ testClock }: { testClock: string }) => {
          const date = new Date(testClock);
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
              !Number.isNaN(new Date(value).getTime()) || TEXTS.invalid,
          }}
        />
        <div className={styles.formActions}>
          <button
            type="submit"
            className={buttonClassName("primary")}
            disabled={setTestClock.isPending}
          >
            {TEXTS.set}
          </button>
          <button
            type="button"
            className={buttonClassName()}
            disabled={setTestClock.isPending}
            onClick={() => void apply("", TEXTS.resetDone)}
          >
            {TEXTS.reset}
          </button>
        </div>
      </Form>
    </>
  );
}
