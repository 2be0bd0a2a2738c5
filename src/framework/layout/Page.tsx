import { useEffect, type ReactNode } from "react";
import { T } from "../../i18n/de";

/** A page of the app: its German title as the page's only h1, and the document title. */
export function Page({
  title,
  children,
}: {
  title: string;
  children?: ReactNode;
}) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} – ${T.app.title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}
