import { TestClockForm } from "./TestClockForm";
import { TestFaults } from "./TestFaults";

/** The test-settings dialog's content, one part loaded when the dialog first opens. */
export function TestSettingsContent({ onDone }: { onDone: () => void }) {
  return (
    <>
      <TestClockForm onDone={onDone} />
      <TestFaults onDone={onDone} />
    </>
  );
}
