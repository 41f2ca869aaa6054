/** An amount of VND as people read it: 180000 → '180.000 đ'. */
export const vnd = (amount: number) => `${amount.toLocaleString('de-DE')} đ`;
