import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "danger" | "quiet";

export interface ButtonClassOptions {
  size?: "default" | "small";
  className?: string;
}

/** Class names for a `<button>` (or a link styled as one) in the design system's look. */
export function buttonClassName(
  variant: ButtonVariant = "secondary",
  { size = "default", className }: ButtonClassOptions = {},
): string {
  return [
    styles.button,
    variant === "secondary" ? undefined : styles[variant],
    size === "small" ? styles.small : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The icon inside a button or a link styled as one: sized and spaced beside the label. */
export const BUTTON_ICON_CLASS = styles.icon;
