import { Button } from '../../../../components/ui/button';

export interface ItemControlsProps {
  /** Prefix of the buttons' ids, for giving the focus back after a move. */
  baseId: string;
  /** What the buttons act on, in their accessible names ('achievement 2 of Data Analyst...'). */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** Move up, move down and remove, each named after the item it acts on. */
export function ItemControls({
  baseId,
  name,
  isFirst,
  isLast,
  onMove,
  onRemove,
}: ItemControlsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        id={`${baseId}-up`}
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={isFirst}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        id={`${baseId}-down`}
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={isLast}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        id={`${baseId}-remove`}
        variant="ghost"
        size="sm"
        aria-label={`Remove ${name}`}
        title="Remove"
        className="text-rose-700 hover:bg-rose-50"
        onClick={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  );
}
