import { Link } from "react-router";
import { useHttp } from "../../../api/HttpContext";
import { bvtFileUrl, useBvtList } from "../../../api/endpoints/bvt";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { formatDate } from "../../../i18n/format";
import { Spinner } from "../../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../../ui/tokens";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { SectionError } from "./SectionError";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.bvt;
const BVT_PAGE = "/bvt-conclusions";
const INLINE_SPINNER_SIZE = 24;

export function BvtSection({ codes }: { codes: readonly string[] }) {
  const http = useHttp();
  const list = useBvtList();
  if (codes.length === 0) return <p>{TEXTS.none}</p>;
  const byCode = new Map(list.data?.map((bvt) => [bvt.code, bvt]));
  return (
    <>
      <p>{TEXTS.intro}</p>
      {list.isError && (
        <SectionError
          message={TEXTS.failed}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isPending && (
        <Spinner size={INLINE_SPINNER_SIZE} delayMs={SPINNER_DELAY_MS} />
      )}
      <ul className={styles.bvtList}>
        {codes.map((code) => {
          const bvt = byCode.get(code);
          return (
            <li key={code} className={styles.bvt}>
              <p className={styles.bvtTitle}>
                <span className={styles.code}>{code}</span>{" "}
                {bvt?.title ?? (list.isError ? TEXTS.unknown : "")}
              </p>
              {bvt && (
                <>
                  <p className={styles.muted}>
                    {TEXTS.decision(
                      bvt.decision,
                      formatDate(bvt.publicationDate),
                    )}
                  </p>
                  <a href={bvtFileUrl(http, bvt.id)} download>
                    {TEXTS.download}
                    <VisuallyHidden>
                      {TEXTS.downloadContext(code)}
                    </VisuallyHidden>
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={BVT_PAGE}>{TEXTS.all}</Link>
      </p>
    </>
  );
}
