import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Form } from "../../../src/ui/form/Form";

/** A form with the given fields and a submit button "Absenden"; returns the user and the callbacks. */
export function renderForm(
  children: ReactNode,
  {
    defaultValues = {},
    validateOnMount = false,
    fakeTimers = false,
  }: {
    defaultValues?: FieldValues;
    validateOnMount?: boolean;
    /** With jest's fake timers: userEvent advances them. */
    fakeTimers?: boolean;
  } = {},
) {
  const onSubmit = jest.fn();
  const onInvalid = jest.fn();
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {},
  );
  render(
    <Form
      aria-label="Anlage bearbeiten"
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      validateOnMount={validateOnMount}
    >
      {children}
      <button type="submit">Absenden</button>
    </Form>,
  );
  return { user, onSubmit, onInvalid };
}
