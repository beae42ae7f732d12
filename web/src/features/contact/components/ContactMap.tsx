import { CONTACT_DETAILS } from "../contactDetails";

/**
 * A hand-drawn map of the office's street corner. It is an inline SVG, not an
 * embedded map service: it loads nothing, works offline and needs no cookie
 * consent. The link opens a full map for directions when the shopper wants one.
 */
export function ContactMap() {
  return (
    <figure className="contact-map">
      <svg
        width="560"
        height="360"
        viewBox="0 0 560 360"
        role="img"
        aria-labelledby="contact-map-title"
        aria-describedby="contact-map-desc"
      >
        <title id="contact-map-title">Map of our office in Shivajinagar, Pune</title>
        <desc id="contact-map-desc">
          AquaSense is on FC Road, next to the park, a short walk from Shivajinagar metro station
          and the river.
        </desc>
        <rect width="560" height="360" fill="#eef2ea" />
        {/* River */}
        <path
          d="M-10 60 C 90 20, 170 110, 270 70 S 450 10, 570 50"
          fill="none"
          stroke="#a9d6ec"
          strokeWidth="34"
        />
        <path
          d="M-10 60 C 90 20, 170 110, 270 70 S 450 10, 570 50"
          fill="none"
          stroke="#c4e4f3"
          strokeWidth="12"
        />
        {/* Blocks and the park */}
        <g fill="#dde3e6">
          <rect x="24" y="130" width="120" height="80" rx="8" />
          <rect x="24" y="236" width="120" height="100" rx="8" />
          <rect x="392" y="130" width="150" height="84" rx="8" />
          <rect x="392" y="240" width="150" height="96" rx="8" />
          <rect x="196" y="236" width="64" height="100" rx="8" />
        </g>
        <rect x="196" y="130" width="150" height="80" rx="10" fill="#cfe6c2" />
        <g fill="#a8cf95">
          <circle cx="222" cy="156" r="10" />
          <circle cx="250" cy="182" r="12" />
          <circle cx="318" cy="150" r="9" />
          <circle cx="300" cy="186" r="11" />
        </g>
        <text x="271" y="174" className="contact-map__label" textAnchor="middle">
          Park
        </text>
        {/* Roads: a grey edge under a white surface */}
        <g fill="none" strokeLinecap="round">
          <g stroke="#c9d1d6" strokeWidth="22">
            <path d="M0 222 H560" />
            <path d="M170 110 V360" />
            <path d="M370 100 V360" />
            <path d="M280 222 V360" />
          </g>
          <g stroke="#ffffff" strokeWidth="18">
            <path d="M0 222 H560" />
            <path d="M170 110 V360" />
            <path d="M370 100 V360" />
            <path d="M280 222 V360" />
          </g>
          <path d="M0 222 H560" stroke="#e8b64c" strokeWidth="2" strokeDasharray="10 8" />
        </g>
        <rect x="434" y="214" width="72" height="16" rx="3" fill="#fff" />
        <text x="470" y="226" className="contact-map__road" textAnchor="middle">
          JM Road
        </text>
        <text className="contact-map__road" transform="translate(374 300) rotate(90)">
          FC Road
        </text>
        {/* Metro station */}
        <g transform="translate(96 222)">
          <circle r="13" fill="#7a3db8" stroke="#fff" strokeWidth="3" />
          <text y="5" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="700">
            M
          </text>
        </g>
        <text x="96" y="258" className="contact-map__label" textAnchor="middle">
          Shivajinagar Metro
        </text>
        <text x="470" y="40" className="contact-map__water" textAnchor="middle">
          Mutha River
        </text>
        {/* The office */}
        <ellipse cx="370" cy="186" rx="14" ry="5" fill="#14212b" opacity="0.18" />
        <path
          d="M370 186 C 356 166, 348 156, 348 144 a 22 22 0 0 1 44 0 c 0 12 -8 22 -22 42z"
          fill="#0b6e99"
          stroke="#fff"
          strokeWidth="3"
        />
        <circle cx="370" cy="144" r="8" fill="#fff" />
        <g transform="translate(398 98)">
          <rect width="146" height="44" rx="8" fill="#fff" stroke="#0b6e99" strokeWidth="2" />
          <text x="73" y="19" textAnchor="middle" className="contact-map__name">
            AquaSense
          </text>
          <text x="73" y="35" textAnchor="middle" className="contact-map__small">
            Shivaji Tower, 4th floor
          </text>
        </g>
        {/* North arrow */}
        <g transform="translate(526 310)">
          <circle r="18" fill="#fff" stroke="#c9d1d6" />
          <path d="M0 -12 L6 4 L0 0 L-6 4 Z" fill="#14212b" />
          <text y="14" textAnchor="middle" className="contact-map__small">
            N
          </text>
        </g>
      </svg>
      <figcaption>
        <span>{CONTACT_DETAILS.company}, FC Road, Shivajinagar, Pune</span>
        <a href={CONTACT_DETAILS.mapsUrl} target="_blank" rel="noopener noreferrer">
          Get directions
        </a>
      </figcaption>
    </figure>
  );
}
