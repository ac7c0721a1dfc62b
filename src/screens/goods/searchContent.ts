/**
 * Content of the search screen that no call provides.
 *
 * Hot words: the catalogue has no hot-search call (the backend documents none, and no call of the
 * endpoint catalogue answers search keywords), so the screen shows this static list. The words are
 * taken from the goods the shop sells (each finds goods in the seed catalogue); replace the list
 * with a call's answer once the backend offers one. Keywords are catalogue content, the same in
 * every locale, like goods names.
 */
export const HOT_SEARCH_WORDS: readonly string[] = ['大红袍', '普洱', '西湖龙井', '白茶', '金骏眉', '铁观音', '小青柑', '茉莉花茶', '盖碗', '建盏'];
