import { useSearchText } from '../../lib/use-search-text';
import { SearchInputField } from './SearchInputField';

interface ListSearchFieldProps {
  /** The search the URL holds; a change from outside (side menu, back button) replaces the typed text. */
  value: string;
  /** Gets the typed text once it has rested (one request per pause, not per key). */
  onSearch: (q: string) => void;
  placeholder: string;
}

/** The 'Suche' box of a list whose search is kept in the URL (client list, meetings, requests, KundenKartei). */
export function ListSearchField({ value, onSearch, placeholder }: ListSearchFieldProps) {
  const [text, setText] = useSearchText(value, onSearch);
  return <SearchInputField label="Suche" placeholder={placeholder} value={text} onChange={setText} />;
}
