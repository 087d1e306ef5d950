import type { HeroPicture } from '@/lib/hero-picture'

/**
 * The couple's photo behind the hero (docs/decisions/0019-hero-photo.md): the build's AVIF and
 * WebP copies, the tall cut on an upright phone and the wide one elsewhere, covering the hero.
 * It is the first screen's largest paint: asked for at once, and preloaded by index.html.
 */
export function HeroPhoto({ picture }: { picture: HeroPicture }) {
  return (
    <>
      <picture data-hero-photo="" className="absolute inset-0 -z-20">
        {picture.sources.map((source) => (
          <source
            key={`${source.media} ${source.type}`}
            media={source.media}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.sizes}
            width={source.width}
            height={source.height}
          />
        ))}
        <img
          src={picture.img.src}
          width={picture.img.width}
          height={picture.img.height}
          alt={picture.alt}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </picture>
      {/*
        The dark gradient that keeps the light text legible over any photo: at least 62% of a
        near-black everywhere the text can be, so even a white sky behind it leaves ivory text
        at 4.5:1 or more (tests/components/hero-photo.test.tsx).
      */}
      <div
        data-hero-scrim=""
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(18_24_16/0.72)_0%,rgb(18_24_16/0.62)_35%,rgb(18_24_16/0.62)_70%,rgb(18_24_16/0.8)_100%)]"
      />
    </>
  )
}
