import "../../styles/home.css";
import { ClaimsStrip } from "./ClaimsStrip";
import { CtaBand } from "./CtaBand";
import { HeroCarousel } from "./HeroCarousel";
import { ImpactSection } from "./ImpactSection";
import { PlanTable } from "./PlanTable";
import { ProblemsSection } from "./ProblemsSection";
import { ProcessSteps } from "./ProcessSteps";
import { WhyChoose } from "./WhyChoose";

/** In the entry chunk: keep it free of heavy imports (no Firebase, no libraries). */
export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">AquaSense smart water-tank controllers</h1>
      <HeroCarousel />
      <ClaimsStrip />
      <WhyChoose />
      <ProcessSteps />
      <ProblemsSection />
      <ImpactSection />
      <PlanTable />
      <CtaBand />
    </>
  );
}
