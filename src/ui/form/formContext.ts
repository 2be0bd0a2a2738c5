import { createContext, useContext } from "react";

/** What a block lets the form do with its fields. */
export interface BlockHandle {
  open(): void;
}

export interface FieldEntry {
  label: string;
  block?: BlockHandle;
}

export interface FormRegistry {
  /** The input's id, also the error summary's link target. */
  fieldId(name: string): string;
  registerField(name: string, entry: FieldEntry): () => void;
  /** In registration order, which follows the document order of the fields. */
  fields(): ReadonlyMap<string, FieldEntry>;
  /** `onSaved` runs after each successful submit. */
  registerBlock(onSaved: () => void): () => void;
  /** Opens the field's block if it is closed, then focuses the field. */
  focusField(name: string): void;
  /** Errors are listed without a submit (the form validated when it appeared). */
  validateOnMount: boolean;
}

export const FormRegistryContext = createContext<FormRegistry | null>(null);

export function useFormRegistry(): FormRegistry {
  const registry = useContext(FormRegistryContext);
  if (!registry) throw new Error("Form fields belong inside <Form>.");
  return registry;
}

export interface BlockState {
  editing: boolean;
  handle: BlockHandle;
}

export const FormBlockContext = createContext<BlockState | null>(null);
