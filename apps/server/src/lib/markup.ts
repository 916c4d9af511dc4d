// Text put into HTML or XML markup (e-mails, page heads, sitemaps): the five characters that could end an attribute or
// start a tag, as entities both languages read (&#39; rather than HTML-only names).
export const escapeMarkup = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
