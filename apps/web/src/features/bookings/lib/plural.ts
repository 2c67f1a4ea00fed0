/** '1 adult', '2 adults'. */
export const plural = (n: number, one: string, many: string) =>
  `${String(n)} ${n === 1 ? one : many}`;
