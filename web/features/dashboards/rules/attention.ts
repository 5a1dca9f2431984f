import { attentionLabels, type AttentionItem } from '../../../../modules/dashboards/contract';
import { formatDate, formatHoursStd } from '../../../../lib/german/format';
import type { PillTone } from '../../../components/ui/StatusPill';

// The attention list's lines: the reason's label and its detail in words.

const tones: Record<AttentionItem['reason'], PillTone> = {
  no_meeting: 'info',
  expiring: 'warning',
  low_hours: 'danger',
};

export function describeAttention(item: AttentionItem): { label: string; detail: string; tone: PillTone } {
  const label = attentionLabels[item.reason];
  const tone = tones[item.reason];
  switch (item.reason) {
    case 'no_meeting':
      return { label, tone, detail: item.detail ? `Paket: ${item.detail}` : '' };
    case 'expiring':
      return { label, tone, detail: `Läuft ab am ${formatDate(item.detail)}` };
    case 'low_hours': {
      const hours = Number(item.detail);
      return { label, tone, detail: Number.isFinite(hours) ? `Noch ${formatHoursStd(hours)}` : item.detail };
    }
  }
}
