import { HomePageView, homeMetadata } from '@/features/pages/index.server'

import { payloadInstance } from '../payload.server'

export async function generateMetadata() {
  return homeMetadata(await payloadInstance())
}

export default async function HomePage() {
  return <HomePageView payload={await payloadInstance()} />
}
