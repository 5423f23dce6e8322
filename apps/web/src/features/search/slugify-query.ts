/** A drug page slug from what a person typed: "Lipitor 20 mg" → "lipitor-20-mg". */
export function slugifyQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
