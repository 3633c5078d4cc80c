import Foundation
import Testing
import FinderTestSupport

/// `photos download` in accessible output: the file it wrote is named as a file, not
/// announced as "result one", and its size is said in words with the unit named ("6 КБ" was
/// heard "шесть ка-бэ").
@Suite(.serialized) struct SpokenDownloadEndToEndTests {
    @Test(arguments: [("en", "saved to ", "293 kilobytes"), ("ru", "сохранено в файл ", "двести девяносто три килобайта")])
    func theFileIsNamedAndItsSizeSaid(lang: String, label: String, size: String) throws {
        let s = PhotoSession(try onePhotoServer(image: imageBytes(300_000)))
        let out = TemporaryDirectory("finder-download")
        let run = try s.run(["--lang", lang, "--accessible", "photos", "download", "P1", "--output", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == label + out.file("P1-full.jpg") + "\n", "\(run.stdout)")
        #expect(run.stderr.contains(size), "\(run.stderr)")
        #expect(!run.stderr.contains("KB") && !run.stderr.contains("КБ"), "\(run.stderr)")
    }
}
