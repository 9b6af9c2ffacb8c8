// A venue's address on the site: its name in kebab case plus its city, unless the name already
// says it ("hilton-manchester-deansgate"). The demo data and approved registrations both use it.

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function venueSlug(name: string, city: string): string {
  const base = slugify(name);
  return base.split('-').includes(city) ? base : `${base}-${city}`;
}
