/*
 * The width of a stem column in the exams' console tables. A stem is cut to one line (ellipsis), and antd
 * then lays the table out fixed: a column without a width shares what the others leave, which on a phone,
 * where the table keeps its columns and scrolls sideways, is nothing (one character and "…").
 */
export const STEM_COLUMN_WIDTH = 320;
