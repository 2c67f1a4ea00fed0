/** The URL of a generated picture (modules/images serves `/api/images/{key}.svg`). */
export const imageUrl = (key: string) => `/api/images/${key}.svg`;
