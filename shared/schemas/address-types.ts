/** The address type names that address requests and answers share. */
export const ADDRESS_TYPES = ['MAIN', 'POST', 'BILL'] as const;
