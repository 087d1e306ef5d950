import type { PGliteInterface } from '@electric-sql/pglite'
import type { Fixture } from './scenarios'

/**
 * The scenario rows, put straight into the database both backends' contract suites run on (the
 * embedded backend's PGlite, or the one behind the fake Supabase edge), after emptying what a
 * scenario may have written.
 */
export async function insertFixture(db: PGliteInterface, fixture: Fixture) {
  await db.exec(
    `truncate public.messages, public.gifts, public.contributions, public.photos, public.rsvps,
       public.households,
       public.household_members, public.household_answers, private.recent_message_keys,
       private.rate_hits cascade`,
  )
  for (const m of fixture.messages) {
    await db.query(
      'insert into public.messages (id, name, message, is_approved, created_at) values ($1, $2, $3, $4, $5)',
      [m.id, m.name, m.message, m.is_approved, m.created_at],
    )
  }
  for (const g of fixture.gifts) {
    await db.query(
      `insert into public.gifts (id, name, description, category, reserved, reserved_by, reserved_email, reserved_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        g.id,
        g.name,
        g.description,
        g.category,
        g.reserved,
        g.reserved_by,
        g.reserved_email,
        g.reserved_date,
      ],
    )
  }
  for (const h of fixture.households) {
    await db.query(
      'insert into public.households (id, name, phone, code) values ($1, $2, $3, $4)',
      [h.id, h.name, h.phone, h.code],
    )
    for (const [position, m] of h.members.entries()) {
      await db.query(
        `insert into public.household_members (id, household_id, position, name, kind, age_band, companion)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [m.id, h.id, position, m.name, m.kind, m.age_band, m.companion],
      )
    }
  }
  for (const p of fixture.photos) {
    await db.query(
      `insert into public.photos (id, title, description, image_data, image_type, thumbnail, is_active, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        p.id,
        p.title,
        p.description,
        p.image_data,
        p.image_type,
        p.thumbnail,
        p.is_active,
        p.created_at,
      ],
    )
  }
}
