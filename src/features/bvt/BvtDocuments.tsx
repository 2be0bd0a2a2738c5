import { T } from "../../i18n/de";
import { useHttp } from "../../api/HttpContext";
import { bvtFileUrl, useCreateBvtDocument } from "../../api/endpoints/bvt";
import type { BvtConclusion } from "../../api/types";
import { useAddToast } from "../../framework/toasts";
import { BVT_TEXTS } from "../../i18n/bvt";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { dmsLink } from "./bvtList";
import styles from "./BvtConclusionsPage.module.css";

const TEXTS = BVT_TEXTS;

/**
 * A conclusion's documents: the PDF, a document created on request (then offered for download),
 * and the DMS link when one is configured.
 */
export function BvtDocuments({
  conclusion,
  dmsTemplate,
}: {
  conclusion: BvtConclusion;
  dmsTemplate: string | undefined;
}) {
  const http = useHttp();
  const addToast = useAddToast();
  // The toast is the page's own error message: given to the hook, it keeps the frame's generic
  // error box out of it.
  const create = useCreateBvtDocument({
    onError: (_error, code) =>
      addToast({ type: "danger", message: TEXTS.createFailed(code) }),
  });
  const prefix = (
    <VisuallyHidden>{TEXTS.actionPrefix(conclusion.code)}</VisuallyHidden>
  );

  function createDocument() {
    if (create.isPending) return;
    create.mutate(conclusion.code, {
      onSuccess: () =>
        addToast({ type: "success", message: TEXTS.created(conclusion.code) }),
    });
  }

  return (
    <div className={styles.actions}>
      <a
        href={bvtFileUrl(http, conclusion.id)}
        download
        className={styles.action}
      >
        {prefix}
        {TEXTS.download}
      </a>
      <button
        type="button"
        className={styles.action}
        // Stays focusable while the document is made, so focus is not lost.
        aria-disabled={create.isPending}
        onClick={createDocument}
      >
        {prefix}
        {create.isPending ? TEXTS.creating : TEXTS.create}
      </button>
      {create.data && (
        <a
          href={bvtFileUrl(http, create.data.documentId)}
          download
          className={`${styles.action} ${styles.created}`}
        >
          {prefix}
          {TEXTS.createdDownload}
        </a>
      )}
      {dmsTemplate && (
        <a
          href={dmsLink(dmsTemplate, conclusion.id)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.action}
        >
          {prefix}
          {TEXTS.dms}
          <VisuallyHidden> {T.ui.opensInNewTab}</VisuallyHidden>
        </a>
      )}
    </div>
  );
}
