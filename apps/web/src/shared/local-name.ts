/** A name the site keeps in two languages (categories, navs): the English one in English when there is one. */
export const localName = (v: { name: string; name_en?: string }, lang: string) =>
  lang === 'en' && v.name_en ? v.name_en : v.name;
