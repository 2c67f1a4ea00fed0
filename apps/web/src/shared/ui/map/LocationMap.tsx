import { divIcon, type LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';

/**
 * The hotel's location map (docs/spec/1-shell-search-package.md 'Package details'): loaded on demand by LocationMapSection, so
 * Leaflet, its CSS and react-leaflet stay out of the page's chunk. Export nothing but the component
 * and types from here: a value imported statically elsewhere would pull Leaflet into that chunk.
 */

/** docs/spec/1-shell-search-package.md: zoom 15 on the hotel; tiles from zoom 10 to 19. */
const LOCATION_ZOOM = 15;
const MIN_ZOOM = 10;
const MAX_ZOOM = 19;
/** docs/spec/1-shell-search-package.md: a 500 m circle, about a 10-minute walk. */
const WALK_RADIUS_METRES = 500;
const WALK_LABEL = 'Area within 10-minute walk';
/** The circle's colours (brand-600 outline, brand-500 fill); the section's legend matches them. */
const WALK_PATH = { color: '#0f6d8c', weight: 2, fillColor: '#1582a6', fillOpacity: 0.15 };

const PIN_WIDTH = 32;
const PIN_HEIGHT = 40;
/** A static drawing (no data in it); the hotel's name is added with textContent. */
const PIN_SVG = `<svg viewBox="0 0 32 40" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" aria-hidden="true" style="display:block;filter:drop-shadow(0 2px 2px rgb(0 0 0 / 0.3))"><path d="M16 1C8.3 1 2 7.1 2 14.7 2 25 16 39 16 39s14-14 14-24.3C30 7.1 23.7 1 16 1z" fill="#e4572e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5.5" fill="#fff"/></svg>`;

export interface LocationMapProps {
  /** The hotel's name: the marker's label. */
  name: string;
  lat: number;
  lon: number;
  tileUrl: string;
  /** HTML from the server configuration (Leaflet's attribution control renders it). */
  attribution: string;
}

/**
 * The hotel pin, built with DOM calls for the name (never an HTML string, so a hotel name cannot
 * inject markup). A div icon, as on the results map, so no marker image has to be resolved by the
 * bundler. Leaflet makes the marker element a focusable role="button"; its name is the hidden text,
 * and focus or hover opens the name's tooltip.
 */
function hotelPin(name: string) {
  const pin = document.createElement('span');
  pin.className = 'relative block';
  pin.innerHTML = PIN_SVG;
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = name;
  pin.append(label);
  return divIcon({
    html: pin,
    className: 'sunward-hotel-pin',
    iconSize: [PIN_WIDTH, PIN_HEIGHT],
    iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT - 1],
    tooltipAnchor: [0, -PIN_HEIGHT],
  });
}

/** MapContainer's centre is only read once: follow later coordinate changes, and name the map. */
function FollowHotel({ centre, name }: { centre: LatLngTuple; name: string }) {
  const map = useMap();
  const [lat, lon] = centre;
  useEffect(() => {
    map.setView([lat, lon], LOCATION_ZOOM);
  }, [map, lat, lon]);
  useEffect(() => {
    // Leaflet makes the container focusable (keyboard panning) but gives it no name.
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', `Map of the area around ${name}`);
  }, [map, name]);
  return null;
}

export default function LocationMap({ name, lat, lon, tileUrl, attribution }: LocationMapProps) {
  const centre = useMemo((): LatLngTuple => [lat, lon], [lat, lon]);
  const icon = useMemo(() => hotelPin(name), [name]);
  return (
    <MapContainer
      center={centre}
      zoom={LOCATION_ZOOM}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      // The page scrolls past the map; zoom with the buttons, a pinch or the keyboard.
      scrollWheelZoom={false}
      className="h-[400px] w-full rounded-card"
    >
      <TileLayer url={tileUrl} attribution={attribution} minZoom={MIN_ZOOM} maxZoom={MAX_ZOOM} />
      <FollowHotel centre={centre} name={name} />
      <Circle center={centre} radius={WALK_RADIUS_METRES} pathOptions={WALK_PATH}>
        <Tooltip sticky>{WALK_LABEL}</Tooltip>
      </Circle>
      <Marker position={centre} icon={icon} keyboard>
        <Tooltip direction="top">{name}</Tooltip>
      </Marker>
    </MapContainer>
  );
}
