// A search box as the header and pages show it (SearchBox.tsx): its machine and component load
// with the first one shown, so a first load that shows none (signed out) carries neither. Until
// then a still copy of the box holds its place, so nothing moves when it arrives.
import { useActorRef, useSelector } from "@xstate/react";
import { useShellLogic } from "../app/shellLogic";
import { useArrived } from "../app/useArrived";
import { Icon } from "../ui/Icon";
import type { LoadedSearchBox, SearchBoxProps } from "./SearchBox";

type ShellSearchBoxProps = SearchBoxProps;

export function ShellSearchBox(props: ShellSearchBoxProps) {
  const { searchBox } = useShellLogic();
  const loaded = useArrived(searchBox());
  return loaded ? <LoadedBox loaded={loaded} {...props} /> : <SearchBoxPlaceholder {...props} />;
}

function LoadedBox({ loaded, ...props }: ShellSearchBoxProps & { readonly loaded: LoadedSearchBox }) {
  const { logic, SearchBox } = loaded;
  const box = useActorRef(logic);
  const snapshot = useSelector(box, (s) => s);
  return <SearchBox box={box} snapshot={snapshot} {...props} />;
}

function SearchBoxPlaceholder({ placeholder, size = "header" }: ShellSearchBoxProps) {
  return (
    <div className={`search-box search-box-${size}`} aria-hidden="true">
      <div className="search-box-field">
        <Icon name="search" size={18} />
        <input className="search-box-input" placeholder={placeholder} readOnly tabIndex={-1} />
        <button type="button" className="button button-primary search-box-submit" disabled>
          Search
        </button>
      </div>
    </div>
  );
}
