import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import * as section from '../../../components/ui/SectionTabs.css';

// The partner's meeting tabs are the section tabs, a little lower.
export const tabs = section.tabs;

export const tabList = section.list;

export const tab = style([section.tab, { padding: `${vars.space.sm} ${vars.space.lg}` }]);
