/** A time of the orders pages in the browser's locale, or `-` when there is none. */
export const fmtTime = (v: number | null) => (v ? new Date(v).toLocaleString() : '-');
