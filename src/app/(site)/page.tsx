import { HomePageView, homeMetadata } from '@/features/site/content-pages'

export async function generateMetadata() {
  return homeMetadata()
}

export default function HomePage() {
  return <HomePageView />
}
