import { useServerTime } from "../../api/endpoints/time";
import { Spinner } from "../../ui/spinner";
import { TestClockForm } from "./TestClockForm";
import { TestFaults } from "./TestFaults";

/**
 * The test-settings dialog's content, one part loaded when the dialog first opens. Shown whole once
 * the server time is there: the fault triggers below the clock would otherwise move under the
 * pointer as the clock's form takes its place.
 */
export function TestSettingsContent({ onDone }: { onDone: () => void }) {
  const serverTime = useServerTime();
  if (serverTime.isPending) return <Spinner />;
  return (
    <>
      <TestClockForm serverTime={serverTime.data} onDone={onDone} />
      <TestFaults onDone={onDone} />
    </>
  );
}
