import { useId } from 'react';
import type { HotelPicture as HotelPictureData } from '@travel/contracts/hotels';
import { seededRandom, skyOf } from './palette';
import { Facade, Lobby, Pool, Room, View, type SceneContext } from './scenes';

const SCENES = { facade: Facade, room: Room, lobby: Lobby, pool: Pool, view: View } as const;

/**
 * A hotel picture drawn from its `kind` and `seed` (no photographs ship with the offline demo):
 * the same picture data always paints the same image. It is an image named by its caption for
 * screen readers; `decorative` hides it when the caption is already written beside it.
 */
export function HotelPicture({
  picture,
  height = 180,
  radius = 8,
  decorative = false,
}: {
  picture: HotelPictureData;
  /** CSS height (px number or any length); the width fills the container. */
  height?: number | string;
  radius?: number;
  decorative?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  const random = seededRandom(picture.seed * 7 + picture.kind.length);
  const sky = skyOf(random);
  const context: SceneContext = {
    random,
    sky,
    skyFill: `url(#${id}-sky)`,
    waterFill: `url(#${id}-water)`,
  };
  const Scene = SCENES[picture.kind];
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': picture.caption };
  return (
    <svg
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height={height}
      focusable="false"
      data-picture-kind={picture.kind}
      style={{ display: 'block', borderRadius: radius, background: sky.bottom }}
      {...a11y}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky.top} />
          <stop offset="1" stopColor={sky.bottom} />
        </linearGradient>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6cc4e0" />
          <stop offset="1" stopColor="#2b8fbf" />
        </linearGradient>
      </defs>
      <Scene {...context} />
    </svg>
  );
}
