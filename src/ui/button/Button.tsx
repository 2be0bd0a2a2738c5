import type { ComponentPropsWithRef } from "react";
import {
  buttonClassName,
  type ButtonClassOptions,
  type ButtonVariant,
} from "./buttonClassName";

export interface ButtonProps
  extends ComponentPropsWithRef<"button">, Pick<ButtonClassOptions, "size"> {
  variant?: ButtonVariant;
}

/**
 * The design system's button: secondary unless told otherwise, `type="button"` unless it submits.
 * For a link that looks like a button, use `buttonClassName` on the link.
 */
export function Button({
  variant = "secondary",
  size,
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, { size, className })}
      {...props}
    />
  );
}
