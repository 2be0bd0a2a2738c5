import { formatCount } from "../../i18n/format";
import { REGISTER_TEXTS } from "../../i18n/register";
import { Select } from "../../ui/select";
import { Icon, type IconName } from "../../ui/icons";
import { PAGE_SIZES, type PageSize } from "../../api/installationSearch";
import { Button } from "../../ui/button";
import styles from "./Register.module.css";

const TEXTS = REGISTER_TEXTS.pagination;
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

/** Server-side paging: page size, 'Seite x von y', first/previous/next/last. */
export function Pagination({
  page,
  pages,
  pageSize,
  onPage,
  onPageSize,
}: {
  /** 0-based. */
  page: number;
  pages: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
}) {
  const last = pages - 1;
  return (
    <div className={styles.paging}>
      <div className={styles.pageSize}>
        <Select
          label={TEXTS.pageSize}
          value={String(pageSize)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => onPageSize(Number(value) as PageSize)}
        />
      </div>
      <nav aria-label={TEXTS.label} className={styles.pageNav}>
        <PageButton
          icon="first"
          label={TEXTS.first}
          disabled={page <= 0}
          onClick={() => onPage(0)}
        />
        <PageButton
          icon="previous"
          label={TEXTS.previous}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        />
        {/* Announced when it changes: the buttons keep the focus, the rows change above them. */}
        <p className={styles.pageOf} aria-live="polite">
          {TEXTS.pageOf(formatCount(page + 1), formatCount(pages))}
        </p>
        <PageButton
          icon="next"
          label={TEXTS.next}
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        />
        <PageButton
          icon="last"
          label={TEXTS.last}
          disabled={page >= last}
          onClick={() => onPage(last)}
        />
      </nav>
    </div>
  );
}

/**
 * aria-disabled rather than disabled: 'Nächste Seite' on the last page keeps the focus instead of
 * dropping it to the document. The text hides visually on narrow screens; it stays the name.
 */
function PageButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: IconName;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      className={styles.pageButton}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Icon name={icon} />
      <span className={styles.pageButtonText}>{label}</span>
    </Button>
  );
}
