const spelled: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** Umlauts and ß spelled out as Germans do where they cannot be written ('Müller' → 'Mueller'). */
export const spellOutUmlauts = (text: string): string => text.replace(/[äöüÄÖÜß]/g, (c) => spelled[c]!);
