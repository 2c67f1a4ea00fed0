import type { MapPin } from '@sunward/contracts/search';
import {
  divIcon,
  latLngBounds,
  type MarkerCluster,
  type LatLngTuple,
  type LeafletEvent,
  type Marker as LeafletMarker,
  type PopupEvent,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { formatWholePounds } from '../../../shared/lib/money';
import type { PriceMode } from '../../../shared/stores/search';
import { buttonClass } from '../../../shared/ui/Button';

/**
 * The results map (docs/spec/1-shell-search-package.md 'Map', §9): loaded on demand by ResultsMapToggle, so Leaflet, its CSS
 * and react-leaflet stay out of the entry and results chunks.
 */

/** docs/spec/1-shell-search-package.md §9 'Map (results)': centre near 54.5, -2 at zoom 6 while there is nothing to fit. */
const DEFAULT_CENTRE: LatLngTuple = [54.5, -2];
const DEFAULT_ZOOM = 6;
/** Closest zoom when fitting the hotels, so a single hotel still shows its surroundings. */
const FIT_MAX_ZOOM = 14;
const STAR_MAX = 5;
/** Height of the pin's pointer below the pill, px: the pointer's tip sits on the hotel. */
const PIN_TIP = 7;
/** Height of the pill itself (py-1 + leading-4), px. */
const PIN_HEIGHT = 24;
/**
 * Pins closer than this (px at the current zoom) join one cluster: about a price pill's width, so
 * pills that would overlap are counted in a bubble instead of piling on each other.
 */
const CLUSTER_RADIUS = 48;

export interface ResultsMapProps {
  /** Pins of the matching hotels with valid coordinates (see `mappableHotels`), in list order. */
  pins: MapPin[];
  priceMode: PriceMode;
  tileUrl: string;
  /** HTML from the server configuration (Leaflet's attribution control renders it). */
  attribution: string;
  /** The same handler a card's View Details uses. */
  onOpenHotel: (pin: MapPin) => void;
}

interface PriceText {
  /** On the pin: '£1,234' or '£617pp'. */
  short: string;
  /** For people and screen readers: '£1,234 total' or '£617 per person'. */
  long: string;
}

function priceText(hotel: MapPin, mode: PriceMode): PriceText {
  if (mode === 'perPerson') {
    const pp = formatWholePounds(hotel.package.perPersonPence);
    return { short: `${pp}pp`, long: `${pp} per person` };
  }
  const total = formatWholePounds(hotel.package.totalPence);
  return { short: total, long: `${total} total` };
}

/**
 * A price pill built with DOM calls (never an HTML string, so a hotel name cannot inject markup).
 * Leaflet makes the marker element a focusable role="button"; its name is the hidden text.
 */
function pricePin(name: string, price: PriceText) {
  const pill = document.createElement('span');
  pill.className =
    'relative block rounded-full bg-brand-700 px-2.5 py-1 text-xs leading-4 font-bold whitespace-nowrap text-white shadow-md ring-2 ring-white';
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = `${name}, ${price.long}`;
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = price.short;
  const tip = document.createElement('span');
  tip.setAttribute('aria-hidden', 'true');
  tip.className =
    'absolute top-full left-1/2 -translate-x-1/2 border-x-[6px] border-t-[7px] border-x-transparent border-t-brand-700';
  pill.append(label, shown, tip);
  return divIcon({
    html: pill,
    // Auto-sized to the price; the `translate` utilities centre it above the point (Leaflet
    // positions markers with `transform`, which `translate` composes with).
    className: 'sunward-price-pin -translate-x-1/2 -translate-y-full rounded-full',
    iconSize: undefined,
    iconAnchor: [0, PIN_TIP],
    popupAnchor: [0, -(PIN_HEIGHT + PIN_TIP)],
  });
}

/**
 * A cluster's bubble: how many hotels it holds. Leaflet makes it a focusable role="button" like a
 * pin; Enter or a click zooms in to the hotels (at the closest zoom they fan out instead).
 */
function clusterIcon(cluster: MarkerCluster) {
  const count = cluster.getChildCount();
  const bubble = document.createElement('span');
  bubble.className =
    'flex h-10 min-w-10 items-center justify-center rounded-full bg-brand-900 px-2 text-sm font-extrabold text-white shadow-md ring-4 ring-white/80';
  bubble.dataset.clusterCount = String(count);
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = `${String(count)} hotels here: zoom in to see them`;
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = String(count);
  bubble.append(label, shown);
  return divIcon({
    html: bubble,
    className: 'sunward-price-cluster -translate-x-1/2 -translate-y-1/2 rounded-full',
    iconSize: undefined,
    iconAnchor: [0, 0],
  });
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`h-3.5 w-3.5 ${filled ? 'text-sun-500' : 'text-slate-300'}`}
    >
      <path
        fill="currentColor"
        d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
      />
    </svg>
  );
}

function HotelMarker({
  hotel,
  priceMode,
  onOpenHotel,
}: {
  hotel: MapPin;
  priceMode: PriceMode;
  onOpenHotel: (pin: MapPin) => void;
}) {
  const price = priceText(hotel, priceMode);
  const icon = useMemo(() => pricePin(hotel.name, priceText(hotel, priceMode)), [hotel, priceMode]);
  const handlers = useMemo(
    () => ({
      // Keyboard users land on the popup's action; Escape (Leaflet closes the popup) returns them.
      popupopen: (e: PopupEvent) => {
        e.popup
          .getElement()
          ?.querySelector<HTMLButtonElement>('button[data-map-open]')
          ?.focus({ preventScroll: true });
      },
      popupclose: (e: LeafletEvent) => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        (e.target as LeafletMarker).getElement()?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  // react-leaflet swaps the icon when the price mode changes but not the title Leaflet set.
  const title = `${hotel.name}, ${price.long}`;
  const marker = useRef<LeafletMarker>(null);
  useEffect(() => {
    const m = marker.current;
    if (!m) return;
    m.options.title = title;
    m.getElement()?.setAttribute('title', title);
  }, [title]);

  return (
    <Marker
      ref={marker}
      position={[hotel.lat, hotel.lon]}
      icon={icon}
      keyboard
      riseOnHover
      title={title}
      alt={title}
      eventHandlers={handlers}
    >
      <Popup minWidth={200} maxWidth={260}>
        <PopupBody hotel={hotel} price={price.long} onOpen={() => onOpenHotel(hotel)} />
      </Popup>
    </Marker>
  );
}

/** A marker's popup. react-leaflet renders it on the popup's first opening, so it takes the
 * focus then (the marker's popupopen handler does on later openings). */
function PopupBody({ hotel, price, onOpen }: { hotel: MapPin; price: string; onOpen: () => void }) {
  const stars = Math.min(Math.max(Math.round(hotel.rating), 0), STAR_MAX);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    action.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="font-sans text-slate-700">
      <div className="text-sm leading-snug font-bold text-brand-900">{hotel.name}</div>
      <div className="mt-1 flex gap-0.5">
        {Array.from({ length: STAR_MAX }, (_, i) => (
          <StarIcon key={i} filled={i < stars} />
        ))}
        <span className="sr-only">
          {stars} out of {STAR_MAX} stars
        </span>
      </div>
      <div className="mt-1 text-xs text-slate-600">{hotel.location}</div>
      <div className="mt-2 text-lg leading-tight font-extrabold text-brand-800">{price}</div>
      <button
        ref={action}
        type="button"
        data-map-open=""
        onClick={onOpen}
        className={buttonClass('primary', 'mt-3 min-h-10 w-full py-2')}
      >
        View Details
      </button>
    </div>
  );
}

/** Fits the map to the hotels whenever the shown set changes (e.g. a filter is applied). */
function FitToHotels({ hotels }: { hotels: MapPin[] }) {
  const map = useMap();
  useEffect(() => {
    if (hotels.length === 0) {
      map.setView(DEFAULT_CENTRE, DEFAULT_ZOOM);
      return;
    }
    const bounds = latLngBounds(hotels.map((h): LatLngTuple => [h.lat, h.lon]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: FIT_MAX_ZOOM });
  }, [map, hotels]);
  return null;
}

export default function ResultsMap({
  pins,
  priceMode,
  tileUrl,
  attribution,
  onOpenHotel,
}: ResultsMapProps) {
  return (
    <MapContainer
      center={DEFAULT_CENTRE}
      zoom={DEFAULT_ZOOM}
      // The page scrolls past the map; zoom with the buttons, a pinch or the keyboard.
      scrollWheelZoom={false}
      className="h-[600px] w-full rounded-card"
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <FitToHotels hotels={pins} />
      <MarkerClusterGroup
        maxClusterRadius={CLUSTER_RADIUS}
        iconCreateFunction={clusterIcon}
        showCoverageOnHover={false}
        chunkedLoading
      >
        {pins.map((h) => (
          <HotelMarker
            key={h.ivector_property_id}
            hotel={h}
            priceMode={priceMode}
            onOpenHotel={onOpenHotel}
          />
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  );
}
