/** How long a prescription transfer takes (core-shopping §9). */
export const TRANSFER_TIME = '1-3 business days';

export const ORDERS_TITLE = 'Your Orders & Cancellations';
