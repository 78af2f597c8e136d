import { useEffect, useState } from 'react';
import { usePress } from '../../../lib/use-press';
import type { Stay } from '../../../products/hotel/hotel-stay';
import type * as Editor from './stay-editor';
import type { Party } from '../lib/stay-party';
import { StayEditorFrame, type StayEditorStart } from './stay-editor-frame';

type EditorModule = typeof Editor;

// The editor (Mantine's date picker, popover, focus trap, number inputs: ~70 KB of script) is
// not needed to read the hotel, so the page draws its frame and loads it only when the
// traveller starts to change the stay. Once here it stays (later renders draw it at once).
let loaded: EditorModule | undefined;
let loading: Promise<EditorModule> | undefined;

function loadEditor(): Promise<EditorModule> {
  loading ??= import('./stay-editor').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is tried again on the next gesture.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The detail page's stay editor: its light frame (same size and look) until the pointer comes
 * near it, a finger touches it or the keyboard reaches it; then the editor's code, which takes
 * over with the counts typed so far and carries on with what the traveller did (focus, open
 * the picker, apply).
 */
export function StayControl({ stay, onApply }: { stay: Stay; onApply: (next: Stay) => void }) {
  const [editor, setEditor] = useState<EditorModule | undefined>(loaded);
  const [party, setParty] = useState<Party>({
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.children,
  });
  const [start, setStart] = useState<StayEditorStart | undefined>(undefined);
  const [wanted, setWanted] = useState(false);
  const press = usePress();

  useEffect(() => {
    if (!wanted || editor) return undefined;
    let live = true;
    loadEditor().then(
      (module) => press.afterPress(() => live && setEditor(module)),
      // Offline or a new deployment: the frame stays; the next gesture asks again.
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- press is a ref's handle
  }, [wanted, editor]);

  if (editor) {
    return <editor.StayEditor stay={stay} onApply={onApply} initialParty={party} start={start} />;
  }
  return (
    <StayEditorFrame
      stay={stay}
      party={party}
      onParty={setParty}
      onIntent={() => setWanted(true)}
      onPress={() => {
        press.start();
        setWanted(true);
      }}
      onStart={(next) => {
        setStart(next);
        setWanted(true);
      }}
    />
  );
}
