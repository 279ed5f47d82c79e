/**
 * How a role is named in the labels of its controls: 'Data Analyst at Harbor Retail', or what
 * there is of it, or its place ('role 3') when both are empty.
 */
export function roleName(role: { title: string; company: string }, index: number): string {
  const title = role.title.trim();
  const company = role.company.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || `role ${index + 1}`;
}
