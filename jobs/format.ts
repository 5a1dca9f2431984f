// German formats for e-mails (the web app has its own for screens).

const dateFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** dd.MM.yyyy in Europe/Berlin */
export const germanDate = (d: Date | string): string => dateFormat.format(new Date(d));
/** dd.MM.yyyy, HH:mm in Europe/Berlin */
export const germanDateTime = (d: Date | string): string => dateTimeFormat.format(new Date(d));

export const signature = (productName: string): string[] => ['', 'Mit freundlichen Grüßen', `Ihr Team der ${productName}`];
