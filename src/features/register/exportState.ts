import { atom } from "jotai";

/**
 * The Excel export the register reports on. In jotai rather than in the page, so its status is
 * still there after a look at an installation's details (one store per mount).
 */
export const excelExportTaskIdAtom = atom<string | null>(null);
