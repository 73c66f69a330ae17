/**
 * The sizes a designed field's column may have: the designer checks them as they are typed, the server
 * again when a definition is saved.
 */

/** A text (string) field's length: varchar(1) to varchar(4000); no field's length is larger. */
export const ONLINE_STRING_LENGTH = { min: 1, max: 4000 } as const;

/** A BigDecimal field's length is its precision: numeric(1) to numeric(38), what every dialect takes. */
export const ONLINE_DECIMAL_PRECISION = { min: 1, max: 38 } as const;

/** The most decimals a field may have. */
export const ONLINE_POINT_LENGTH_MAX = 10;
