import { createElement } from 'react'
import { BedDouble, Gift, Lamp, Refrigerator, Sofa, Tv, type LucideIcon } from 'lucide-react'

// docs/product.md §2: an icon for móveis, eletrônicos, eletrodomésticos, decoração and cama e banho; every
// other category (cozinha, outros, …) gets the default.
const ICONS: Record<string, LucideIcon> = {
  móveis: Sofa,
  eletrônicos: Tv,
  eletrodomésticos: Refrigerator,
  decoração: Lamp,
  'cama e banho': BedDouble,
}

function categoryIcon(category: string): LucideIcon {
  return ICONS[category.trim().toLowerCase()] ?? Gift
}

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  return createElement(categoryIcon(category), { 'aria-hidden': true, className })
}
