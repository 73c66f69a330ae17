/** Spec §9: wide dialogs (the report popup) are 1200 wide; the report designer and its runs are too. */
export const REPORT_FORM_WIDTH = 1200;
