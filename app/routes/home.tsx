export default function Home() { return <h1>Hello</h1>; }
