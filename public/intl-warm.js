// Builds the formats the screens use off the main thread (see src/intlWarm.ts).
for (const l of ['tr-TR', 'en-US']) {
  new Intl.NumberFormat(l, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.NumberFormat(l, { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(l, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
  new Intl.PluralRules(l).select(2);
}
close();
