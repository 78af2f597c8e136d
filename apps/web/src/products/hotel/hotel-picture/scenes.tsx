import type { ReactNode } from 'react';
import { between, hsl, pick, type Random, type Sky } from './palette';

/**
 * One drawing per picture kind on a 320 × 200 canvas. Each scene takes the seeded random
 * source and the ids of the gradients the frame defines, so two pictures on a page never share
 * an id.
 */
export interface SceneContext {
  random: Random;
  sky: Sky;
  skyFill: string;
  waterFill: string;
}

const W = 320;
const H = 200;

function windows(x: number, y: number, cols: number, rows: number, lit: boolean, r: Random) {
  const cells: ReactNode[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const on = lit && r() < 0.55;
      cells.push(
        <rect
          key={`${row}-${col}`}
          x={x + col * 14}
          y={y + row * 16}
          width={8}
          height={10}
          rx={1}
          fill={on ? '#ffe29a' : '#d8e8f5'}
          opacity={on ? 0.95 : 0.8}
        />,
      );
    }
  }
  return cells;
}

/** The hotel from the street: a main block, a wing, a canopy over the door, trees. */
export function Facade({ random, sky, skyFill }: SceneContext) {
  const wall = hsl(between(random, 20, 50), between(random, 15, 35), between(random, 78, 88));
  const wing = hsl(between(random, 190, 230), 12, between(random, 62, 72));
  const cols = between(random, 5, 8);
  const rows = between(random, 5, 8);
  const width = cols * 14 + 14;
  const left = (W - width) / 2 + between(random, -30, 30);
  const top = H - 28 - rows * 16 - 14;
  const wingRows = between(random, 3, rows - 1);
  const wingTop = H - 28 - wingRows * 16 - 10;
  const awning = hsl(between(random, 0, 360), 45, 42);
  return (
    <>
      <rect width={W} height={H} fill={skyFill} />
      {sky.dusk ? null : <circle cx={between(random, 30, 290)} cy={34} r={14} fill="#fff4c4" />}
      <rect x={left + width - 6} y={wingTop} width={70} height={H - wingTop} fill={wing} />
      {windows(left + width + 6, wingTop + 10, 4, wingRows, sky.dusk, random)}
      <rect x={left} y={top} width={width} height={H - top} fill={wall} />
      <rect x={left - 4} y={top - 6} width={width + 8} height={8} fill={hsl(30, 10, 55)} />
      {windows(left + 10, top + 12, cols, rows, sky.dusk, random)}
      <rect x={left + width / 2 - 24} y={H - 44} width={48} height={8} rx={2} fill={awning} />
      <rect x={left + width / 2 - 10} y={H - 36} width={20} height={10} fill={hsl(30, 20, 30)} />
      <rect y={H - 28} width={W} height={28} fill={hsl(100, 18, 70)} />
      <rect y={H - 14} width={W} height={14} fill={hsl(220, 6, 62)} />
      {[24, 292].map((x) => (
        <g key={x}>
          <rect x={x - 2} y={H - 48} width={4} height={22} fill={hsl(28, 35, 32)} />
          <circle
            cx={x}
            cy={H - 54}
            r={between(random, 11, 16)}
            fill={hsl(between(random, 95, 135), 35, 42)}
          />
        </g>
      ))}
    </>
  );
}

/** A guest room: wall, window onto the sky, a bed with pillows, a lamp. */
export function Room({ random, skyFill }: SceneContext) {
  const wallHue = between(random, 20, 60);
  const linen = hsl(between(random, 180, 230), between(random, 15, 35), 88);
  const throwColour = hsl(between(random, 0, 360), 40, 55);
  const twin = random() < 0.35;
  const beds = twin ? [60, 180] : [90];
  const bedWidth = twin ? 90 : 150;
  return (
    <>
      <rect width={W} height={H} fill={hsl(wallHue, 25, 90)} />
      <rect y={150} width={W} height={50} fill={hsl(wallHue, 30, 62)} />
      <rect
        x={between(random, 200, 230)}
        y={26}
        width={70}
        height={64}
        fill={skyFill}
        stroke="#fff"
        strokeWidth={5}
      />
      <rect x={24} y={96} width={26} height={54} fill={hsl(wallHue, 20, 45)} />
      <path d="M28 70h18l-5 20h-8z" fill="#fff1c9" />
      {beds.map((x) => (
        <g key={x}>
          <rect x={x} y={92} width={bedWidth} height={28} rx={4} fill={hsl(wallHue, 35, 38)} />
          <rect x={x - 4} y={118} width={bedWidth + 8} height={36} rx={5} fill={linen} />
          <rect x={x - 4} y={136} width={bedWidth + 8} height={14} fill={throwColour} />
          <rect x={x + 8} y={106} width={bedWidth / 2 - 14} height={14} rx={6} fill="#fff" />
          <rect
            x={x + bedWidth / 2 + 6}
            y={106}
            width={bedWidth / 2 - 14}
            height={14}
            rx={6}
            fill="#fff"
          />
        </g>
      ))}
    </>
  );
}

/** The lobby: a tiled floor, pendant lights, the reception desk and a plant. */
export function Lobby({ random }: SceneContext) {
  const hue = between(random, 20, 50);
  const desk = hsl(between(random, 15, 35), 35, between(random, 30, 42));
  const lights = between(random, 3, 5);
  return (
    <>
      <rect width={W} height={H} fill={hsl(hue, 20, 86)} />
      <rect x={0} y={20} width={W} height={6} fill={hsl(hue, 15, 72)} />
      <rect y={140} width={W} height={60} fill={hsl(hue, 12, 74)} />
      {Array.from({ length: 8 }, (_, i) => (
        <path key={i} d={`M${i * 46} 200L${160 + (i - 3.5) * 20} 140`} stroke={hsl(hue, 10, 66)} />
      ))}
      {Array.from({ length: lights }, (_, i) => {
        const x = ((i + 1) * W) / (lights + 1);
        return (
          <g key={i}>
            <path d={`M${x} 26v26`} stroke={hsl(hue, 10, 40)} />
            <path d={`M${x - 10} 62h20l-5-10h-10z`} fill="#ffe3a3" />
          </g>
        );
      })}
      <rect x={100} y={104} width={120} height={44} rx={4} fill={desk} />
      <rect x={96} y={100} width={128} height={6} rx={2} fill={hsl(hue, 20, 92)} />
      <rect x={40} y={122} width={18} height={26} fill={hsl(20, 30, 45)} />
      <circle cx={49} cy={110} r={18} fill={hsl(120, 30, 40)} />
      <rect
        x={250}
        y={70}
        width={46}
        height={70}
        fill={hsl(hue, 15, 70)}
        stroke="#fff"
        strokeWidth={3}
      />
    </>
  );
}

/** The pool: water with ripples, a deck, a parasol and a lounger. */
export function Pool({ random, skyFill, waterFill }: SceneContext) {
  const parasol = hsl(between(random, 0, 360), 60, 58);
  const x = between(random, 40, 240);
  return (
    <>
      <rect width={W} height={H} fill={skyFill} />
      <path
        d={`M0 96Q80 ${between(random, 70, 90)} 160 92T320 90V110H0z`}
        fill={hsl(140, 25, 58)}
      />
      <rect y={106} width={W} height={94} fill={hsl(35, 35, 84)} />
      <path d="M40 124h240l24 60H16z" fill={waterFill} />
      {[140, 156, 170].map((y) => (
        <path
          key={y}
          d={`M${44 - (y - 124) / 2} ${y}q20 -5 40 0t40 0t40 0t40 0t40 0t40 0`}
          stroke="#fff"
          strokeOpacity={0.6}
          fill="none"
        />
      ))}
      <path d={`M${x} 118v-36`} stroke={hsl(30, 20, 35)} strokeWidth={2} />
      <path d={`M${x - 26} 84q26 -22 52 0z`} fill={parasol} />
      <path
        d={`M${x + 10} 118l22 -8h20`}
        stroke="#fff"
        strokeWidth={4}
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

/** The view from the room: a horizon of water or hills and the city's skyline. */
export function View({ random, sky, skyFill, waterFill }: SceneContext) {
  const sea = random() < 0.5;
  const towers = between(random, 6, 11);
  const shade = pick(random, [48, 54, 60] as const);
  let x = between(random, -10, 20);
  const skyline: ReactNode[] = [];
  for (let i = 0; i < towers && x < W; i += 1) {
    const w = between(random, 16, 34);
    const h = between(random, 24, 80);
    skyline.push(
      <rect
        key={i}
        x={x}
        y={130 - h}
        width={w}
        height={h}
        fill={hsl(220, 12, shade - (i % 3) * 6)}
      />,
    );
    x += w + between(random, 2, 14);
  }
  return (
    <>
      <rect width={W} height={H} fill={skyFill} />
      <circle
        cx={between(random, 40, 280)}
        cy={sky.dusk ? 118 : 40}
        r={sky.dusk ? 22 : 16}
        fill={sky.dusk ? '#ffc38a' : '#fff4c4'}
      />
      {sea ? null : <path d="M0 120Q70 80 150 112T320 104V130H0z" fill={hsl(130, 20, 58)} />}
      {skyline}
      <rect y={130} width={W} height={70} fill={sea ? waterFill : hsl(110, 20, 64)} />
      <rect y={176} width={W} height={24} fill={hsl(30, 15, 88)} />
      <rect y={172} width={W} height={4} fill={hsl(30, 10, 70)} />
    </>
  );
}
